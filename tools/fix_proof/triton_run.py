# The device side of the Triton fix proof (docs/validation/fix_triton/README.md): run as r.py
# beside the kernel saved as k.py, on the GPU machine, with Triton and PyTorch there.
#   python3 r.py NUM_WARPS [save]
# launches fp8_tile_matmul on 4 tiles of small-integer fp8 inputs (numpy PCG64 seeded 1000,
# integers in [-8, 8]: every sum is exact, so any accumulation order gives the same bytes), the
# output filled with NaN first; with "save", writes $OUT/{orig,fixed}.npz (num_warps 4: orig) and
# the compiled kernel (cubin, TTGIR, PTX, metadata) to b/.  Below: the file as it ran.
import sys,os,json,torch,numpy as np
from k import fp8_tile_matmul as f
nw=int(sys.argv[1]);o=os.environ['OUT'];B=4
g=np.random.Generator(np.random.PCG64(1000))
a,b=(torch.tensor(g.integers(-8,9,(B,64,64)).astype(np.float32)).to(torch.float8_e4m3fn).cuda() for _ in 'ab')
c=torch.full((B,64,64),float('nan'),device='cuda')
h=f[(B,)](a,b,c,M=64,N=64,K=64,num_warps=nw)
torch.cuda.synchronize()
if sys.argv[2:]:
 v='orig' if nw==4 else 'fixed';u=lambda t:t.cpu().view(torch.uint8).numpy()
 np.savez(f'{o}/{v}.npz',c=u(c),a=u(a),b=u(b))
 for x in ('cubin','ttgir','ptx'):open(f'b/{v}.{x}','wb' if x=='cubin' else 'w').write(h.asm[x])
 json.dump({'name':h.metadata.name,'shared':h.metadata.shared,'num_warps':h.metadata.num_warps},open(f'b/{v}.json','w'))
