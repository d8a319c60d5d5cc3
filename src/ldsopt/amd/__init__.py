"""AMD front ends: from real artifacts to lane addresses and findings.

``isa`` holds the facts about AMDGPU instructions (classes, waitcnt counters) and reads ``.s`` files;
``att`` reads rocprofv3 advanced thread-trace (ATT) bundles; ``diagnose`` ranks what costs LDS time
in a trace and says how to fix it.
"""
