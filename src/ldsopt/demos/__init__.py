"""Demonstrators that run on a GPU (imported only when used)."""
