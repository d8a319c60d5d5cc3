// OpenCL C kernels with __local tiles, compiled by tools/gen_isa_fixtures.py into the
// tests/data/isa/*.s fixtures.  Written for this project (Apache-2.0).

#define TILE 32

// -nogpulib: no device library, so the work-item functions and barrier() are spelled with the
// clang builtins they lower to (barrier(CLK_LOCAL_MEM_FENCE) = release fence, s_barrier, acquire fence).
#define LID0() ((int)__builtin_amdgcn_workitem_id_x())
#define LID1() ((int)__builtin_amdgcn_workitem_id_y())
#define GRP0() ((int)__builtin_amdgcn_workgroup_id_x())
#define GRP1() ((int)__builtin_amdgcn_workgroup_id_y())
#define LDS_BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
                           __builtin_amdgcn_s_barrier(); \
                           __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)

// 32x32 float transpose through LDS, no padding: the column read hits one bank per 32 words.
__kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void transpose_nopad(__global const float *in, __global float *out, int n)
{
    __local float tile[TILE][TILE];
    int lx = LID0(), ly = LID1();
    int bx = GRP0() * TILE, by = GRP1() * TILE;
    for (int j = ly; j < TILE; j += 8)
        tile[j][lx] = in[(by + j) * n + bx + lx];
    LDS_BARRIER();
    for (int j = ly; j < TILE; j += 8)
        out[(bx + j) * n + by + lx] = tile[lx][j];
}

// The same with one float of padding per row: row stride 33 words.
__kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void transpose_pad(__global const float *in, __global float *out, int n)
{
    __local float tile[TILE][TILE + 1];
    int lx = LID0(), ly = LID1();
    int bx = GRP0() * TILE, by = GRP1() * TILE;
    for (int j = ly; j < TILE; j += 8)
        tile[j][lx] = in[(by + j) * n + bx + lx];
    LDS_BARRIER();
    for (int j = ly; j < TILE; j += 8)
        out[(bx + j) * n + by + lx] = tile[lx][j];
}

// Tree sum over a 256-float LDS buffer (ds_read2 with growing offsets, a barrier per level).
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce_sum(__global const float *in, __global float *out)
{
    __local float s[256];
    int l = LID0();
    s[l] = in[GRP0() * 256 + l];
    LDS_BARRIER();
    for (int k = 128; k > 0; k >>= 1) {
        if (l < k)
            s[l] += s[l + k];
        LDS_BARRIER();
    }
    if (l == 0)
        out[GRP0()] = s[0];
}

// Row max and sum of a 64x64 float block, two values per lane read with a 64-float stride:
// the pair read is one ds_read2_b32 whose offsets are 64 words apart.
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void rowpair_maxsum(__global const float *in, __global float *out)
{
    __local float blk[64 * 64 + 64];
    int l = LID0();
    for (int r = 0; r < 64; ++r)
        blk[r * 64 + l] = in[GRP0() * 4096 + r * 64 + l];
    LDS_BARRIER();
    float m = -__builtin_inff(), acc = 0.0f;
    for (int c = 0; c < 64; c += 2) {
        float a = blk[l * 64 + c], b = blk[l * 64 + c + 64];
        m = __builtin_fmaxf(m, __builtin_fmaxf(a, b));
        acc += a + b;
    }
    out[(GRP0() * 64 + l) * 2] = m;
    out[(GRP0() * 64 + l) * 2 + 1] = acc;
}
