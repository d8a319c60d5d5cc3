// ldsopt stand-in
#pragma once
#include <hip/hip_runtime.h>
