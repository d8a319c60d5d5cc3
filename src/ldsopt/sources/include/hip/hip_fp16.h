// ldsopt's stand-in: __half and its conversions live in hip_runtime.h.
#pragma once
#include <hip/hip_runtime.h>
