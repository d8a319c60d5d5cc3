"""The core bank model, shared by everything else.

``arch`` is the datasheet of each GPU (banks, LDS size, granules, occupancy limits, with the source of
every number); ``instructions`` lists, per arch, each LDS / shared-memory instruction with the lanes
the hardware serves together (its phases); ``banks`` holds the cost kernels (distinct words per bank
per phase); ``nvidia_rules`` the measured NVIDIA merge rules; ``simulate`` turns lane addresses into
cycles, ideal cycles and conflicts (vectorized, with a plain reference beside it for tests); ``batch``
streams JSONL batches through it.  Only numpy is needed.
"""
