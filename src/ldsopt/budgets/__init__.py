"""Budgets: occupancy (AMD and NVIDIA) and the prefetch / double-buffering advisor that prices
the registers a prefetch costs."""
