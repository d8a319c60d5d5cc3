// ldsopt stand-in
#pragma once
#include <cuda_runtime.h>
