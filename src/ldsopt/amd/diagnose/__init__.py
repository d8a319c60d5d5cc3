"""Diagnosis of LDS stalls from rocprofv3 ATT thread traces.

Modules: `attribution` (per-wave attribution of every stall cycle), `barriers` (barrier split per
workgroup), `usability` (can the trace say anything), `find_lds` (A bank conflicts, B write
waited on right after issue, D read waited on right before use), `find_exchange` (C cross-wave
reduce serialization, E cross-lane exchange through LDS), `find_vmem` (F direct-to-LDS drains),
`report` (the report and the summary across bundles), `diff` (before/after, per traced wave);
helpers `kinds`, `lanes`, `lanemaps`, `addresses`, `common`.
"""

from ldsopt.amd.diagnose.common import Thresholds
from ldsopt.amd.diagnose.diff import DIFF_SCHEMA, diff_reports
from ldsopt.amd.diagnose.report import SCHEMA, diagnose_bundle, diagnose_path, summarize

__all__ = ["Thresholds", "SCHEMA", "DIFF_SCHEMA", "diagnose_bundle", "diagnose_path", "diff_reports", "summarize"]
