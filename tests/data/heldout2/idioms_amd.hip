// idioms.cu for AMD: the same kernels, with the template instances the CUDA host code launches.
#include "idioms.cu"
template __global__ void tr_pad<0>(float*, const float*);
template __global__ void tr_pad<1>(float*, const float*);
template __global__ void tile<3>(float*, const float*);
template __global__ void tile<4>(float*, const float*);
