// OKL loops whose narrow iterator would wrap before its test fails when the host runs the
// loop as written: an inclusive bound at the type's maximum or minimum, a step that jumps past
// the maximum, tiles whose last tile reaches past it (with and without a bounds check), and a
// run-time bound beyond the type's range. A GPU counts each loop (spec §4.2) and sets the
// iterator from the count, so every loop runs its mathematical number of iterations.
extern "C" __global__ __launch_bounds__(2) void _occa_narrowLimits_0(const int n, int *out) {
  {
    unsigned char c = 250 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[(c - 250) * 2 + t] = c + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_narrowLimits_1(const int n, int *out) {
  {
    int g = 0 + blockIdx.x;
    {
      signed char i = 120 + (3 * threadIdx.x);
      out[20 + g * 8 + (i - 120)] = i + g;
    }
  }
}

extern "C" __global__ __launch_bounds__(9) void _occa_narrowLimits_2(const int n, int *out) {
  {
    int g = 0 + blockIdx.x;
    {
      signed char i = -120 - threadIdx.x;
      out[40 + (-i - 120)] = -i;
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_narrowLimits_3(const int n, int *out) {
  {
    unsigned char c = 5 - blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[50 + c] = 7 * c + 1;
    }
  }
}

extern "C" __global__ __launch_bounds__(64) void _occa_narrowLimits_4(const int n, int *out) {
  {
    unsigned char _occa_tiled_j = 0 + (64 * blockIdx.x);
    {
      unsigned char j = _occa_tiled_j + threadIdx.x;
      if (j <= 255) {
        out[60 + j] += j + 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(100) void _occa_narrowLimits_5(const int n, int *out) {
  {
    unsigned char _occa_tiled_j = 0 + (100 * blockIdx.x);
    {
      unsigned char j = _occa_tiled_j + threadIdx.x;
      if ((int)(_occa_tiled_j + threadIdx.x) <= 250) {
        if (j <= 250) {
          out[320 + j] += 2 * j + 1;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_narrowLimits_6(const int n, int *out) {
  {
    short s = 0 + (1000 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      out[580 + (unsigned short)s / 1000] = s;
    }
  }
}
