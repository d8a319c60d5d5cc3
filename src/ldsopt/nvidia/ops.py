"""What each SASS opcode does to the registers, per thread (integer and predicate datapath, uniform
datapath, special registers, constant bank, shuffles).  Floating-point results, loaded data and
opcodes not listed here make their destination registers *unknown*, with the reason, so that an
address computed from them is reported unresolved instead of guessed.
"""

from __future__ import annotations

from ldsopt.nvidia.operands import _unknown_dest, mem_value as _mem_value
from ldsopt.simt.table import Table
from ldsopt.nvidia.barrier import op_syncs
from ldsopt.nvidia.local import op_generic_atomic, op_generic_store, op_ldl, op_stl
from ldsopt.nvidia.ops_float import op_f2i, op_i2f, op_mufu
from ldsopt.nvidia.ops_fexact import op_farith
from ldsopt.nvidia.ops_int import (op_bitcount, op_bmsk, op_iabs, op_iadd3, op_imad, op_lea, op_lop, op_lop3,
                      op_minmax, op_mov, op_prmt, op_sgxt, op_shf, op_shl_old, op_idp, op_vabsdiff, op_viadd)
from ldsopt.nvidia.ops_pred import (op_cs2r, op_float, op_fsetp, op_hfma2, op_isetp, op_ldc, op_ldsm, op_load,
                       op_mma, op_nop, op_p2r, op_plop3, op_r2p, op_r2ur, op_s2r, op_sel, op_shfl,
                       op_unknown, op_vote)

_EXACT = {
    "MOV": op_mov, "UMOV": op_mov, "MOV32I": op_mov, "IMAD": op_imad, "UIMAD": op_imad,
    "IMUL": op_imad, "IADD3": op_iadd3, "UIADD3": op_iadd3, "VIADD": op_viadd, "IADD": op_viadd,
    "IADD32I": op_viadd, "UIADD": op_viadd, "LEA": op_lea, "ULEA": op_lea, "LOP3": op_lop3,
    "ULOP3": op_lop3, "LOP": op_lop, "ULOP": op_lop, "PLOP3": op_plop3, "UPLOP3": op_plop3,
    "SHF": op_shf, "USHF": op_shf, "SHL": op_shl_old, "SHR": op_shl_old, "SGXT": op_sgxt,
    "USGXT": op_sgxt, "BMSK": op_bmsk, "UBMSK": op_bmsk, "PRMT": op_prmt, "UPRMT": op_prmt,
    "SEL": op_sel, "USEL": op_sel, "FSEL": op_sel, "ISETP": op_isetp, "UISETP": op_isetp,
    "FSETP": op_fsetp, "DSETP": op_fsetp, "HSETP2": op_fsetp, "IMNMX": op_minmax,
    "VIMNMX": op_minmax, "UIMNMX": op_minmax, "VIADDMNMX": op_minmax, "IABS": op_iabs,
    "POPC": op_bitcount, "UPOPC": op_bitcount, "FLO": op_bitcount, "UFLO": op_bitcount,
    "BREV": op_bitcount, "UBREV": op_bitcount, "S2R": op_s2r, "S2UR": op_s2r, "CS2R": op_cs2r,
    "R2UR": op_r2ur, "LDC": op_ldc, "ULDC": op_ldc, "P2R": op_p2r, "P2UR": op_p2r, "R2P": op_r2p,
    "SHFL": op_shfl, "VOTE": op_vote, "VOTEU": op_vote,
    "LDSM": op_ldsm, "HFMA2": op_hfma2, "VABSDIFF": op_vabsdiff, "IDP": op_idp,
}
for _o in ("NOP", "BSSY", "BSYNC", "BAR", "MEMBAR", "DEPBAR", "WARPSYNC", "YIELD", "NANOSLEEP",
           "FENCE", "CCTL", "CCTLL", "ERRBAR", "LDGDEPBAR", "ARRIVES", "WARPGROUP",
           "BMOV", "BREAK", "KILL", "PMTRIG", "SETMAXREG", "ACQBULK", "UCGABAR_ARV",
           "UCGABAR_WAIT", "ELECT", "STS", "STG", "STSM", "LDGSTS", "UTMALDG",
           "UTMASTG", "UBLKCP", "UTMAPF", "CGAERRBAR", "BPT", "B2R", "R2B", "UCLEA", "USETMAXREG"):
    _EXACT[_o] = op_nop
for _o in ("LDG", "LD", "LDS", "ATOMG", "ATOMS", "TLD", "TEX", "TLD4", "TXQ",
           "SULD", "SUATOM", "LDTRAM", "MATCH", "REDUX", "QSPC", "ULDC_INDEXED"):
    _EXACT[_o] = op_load
_EXACT.update({"STL": op_stl, "LDL": op_ldl, "ST": op_generic_store, "RED": op_generic_store,
               "ATOM": op_generic_atomic,       # local memory: nvidia/local.py
               "SYNCS": op_syncs})              # mbarrier waits: nvidia/barrier.py
for _o in ("HMMA", "IMMA", "HGMMA", "IGMMA", "QGMMA", "BGMMA", "DMMA", "BMMA"):
    _EXACT[_o] = op_mma


# the SASS table (the form of ldsopt.simt.table, as the AMDGPU tables): the opcodes above, then
# floating-point and conversion opcodes (their results are unknown), then the rest (not modelled)
SASS = Table("SASS", default=op_unknown)
for _f in set(_EXACT.values()):
    SASS.names([o for o, g in _EXACT.items() if g is _f], _f)
SASS.names(("I2F", "I2FP"), op_i2f)
SASS.names(("F2I",), op_f2i)
SASS.names(("FMUL", "FADD", "FFMA"), op_farith)
SASS.names(("MUFU",), op_mufu)
SASS.names(("F2IP", "I2I", "F2F", "FRND"), op_float)
SASS.prefix(("F", "H", "D", "M"), op_float)


def execute(em, p, ins, ex) -> None:
    f = SASS.lookup(ins.opcode)
    try:
        f(em, p, ins, ex)
    except (IndexError, AttributeError, ValueError) as e:   # unexpected operand shapes, too few operands
        _unknown_dest(em, p, ins, ex, f"{ins.full} at {ins.pc:#06x} with operands the emulator "
                                      f"does not read ({type(e).__name__})")


# ----------------------------------------------------------------------------- shared addresses
def shared_address(em, p, ins):
    """(shared address, LDGSTS global address or None) of a shared-memory instruction, as lane
    values."""
    mems = [o for o in ins.operands if o.kind == "mem"]
    if ins.opcode == "LDGSTS":
        g = next((m for m in mems if m.desc or m.wide), None)
        s = next((m for m in mems if m is not g), None)
        return (_mem_value(em, p, s) if s is not None else em.L.unknown("no shared operand"),
                _mem_value(em, p, g) if g is not None else None)
    if not mems:
        return em.L.unknown("no address operand"), None
    return _mem_value(em, p, mems[0]), None
