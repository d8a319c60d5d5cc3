"""Test-suite settings that keep results independent of machine load.

- Hypothesis: no per-example deadline and no "too slow" health check (CI runs on two shared cores,
  where timings vary 2-3x), and a fixed derandomized search so a run is reproducible.  Tests set
  their own ``max_examples``.
- ``LDSOPT_CHECK_JSON=1``: every ``--json`` output is checked against its contract.
- ``slow`` marks the tests that take seconds; ``make test`` runs everything, ``make test-fast``
  (``pytest -m "not slow"``) skips them while developing.
"""

import os

from hypothesis import HealthCheck, settings

# every `--json` output a test produces (in process or in a child) is checked against its contract
# (ldsopt.contracts, docs/schemas/): a drifted output fails the test that printed it
os.environ["LDSOPT_CHECK_JSON"] = "1"

settings.register_profile(
    "ldsopt", deadline=None, derandomize=True, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.function_scoped_fixture])
settings.load_profile("ldsopt")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes seconds; skipped by `make test-fast`")
