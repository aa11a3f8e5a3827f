// `@inner` bounds, `@tile` sizes and `@shared` extents computed from C++ constant expressions
// whose values oklc must get right: unsigned wrap-around and shifts, truncating division and
// remainder of negatives, narrowing casts, `sizeof`/`alignof`, enumerators, `constexpr` array
// elements and a recursive `constexpr` function. Each value sizes @exclusive storage on host
// targets, and the group size (the product of the bounds) decides when every work-item of a
// group has returned: a group in which all work-items return must stop (`seen`), and one in
// which a single work-item survives must go on.
typedef unsigned short ushort_t;

enum Sizes {
  S0,
  S1,
  S2,
  S3
};

constexpr __device__ int kSizes[3] = {2, 3, 4};

static __device__ constexpr int pow2(int n) {
  return n == 0 ? 1 : 2 * pow2(n - 1);
}

extern "C" __global__ __launch_bounds__(16) void _occa_constantValues_0(const int groups, int *out, int *seen) {
  {
    int g = 0 + blockIdx.x;
    bool _occa_returned = false;
    __shared__ int s[(~0u >> 29) + -7 % 3 + 1];
    int e;
    for (int it = 0; it < 3; ++it) {
      if (!_occa_returned) {
        seen[g] = it;
      }
      {
        int y = 0 + threadIdx.y;
        if (!_occa_returned) {
          {
            int x = 0 + threadIdx.x;
            const int id = y * 4 + x;
            if (it == 0) {
              e = 100 * g + id;
            }
            if (id < 7) {
              s[id] = e;
            }
            if (g == 1 || (g == 2 && id != 7)) {
              _occa_returned = true;
            }
          }
        }
      }
      __syncthreads();
      {
        int _occa_tiled_t = 0 + (pow2(2) * threadIdx.y);
        if (_occa_tiled_t < (int)(alignof(double) + sizeof(short)) - 2) {
          if (!_occa_returned) {
            {
              int t = _occa_tiled_t + threadIdx.x;
              if (t < (int)(alignof(double) + sizeof(short)) - 2) {
                out[(g * 3 + it) * 16 + t] = e + 1000 * it + (s[0] >= 0 ? 0 : 1);
              }
            }
          }
        }
      }
      __syncthreads();
      {
        int _occa_tiled_t = 0 + ((int)sizeof(int) * threadIdx.y);
        if (_occa_tiled_t < S3 * 5 + 1) {
          if (!_occa_returned) {
            {
              int t = _occa_tiled_t + threadIdx.x;
              if (t < S3 * 5 + 1) {
                if (t < 16) {
                  e += 1;
                }
              }
            }
          }
        }
      }
    }
  }
}
