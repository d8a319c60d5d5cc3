"""NVIDIA front ends: SASS, PTX and Nsight Compute reports in, lane addresses and findings out."""
