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

__constant const int kSizes[3] = {2, 3, 4};

int pow2(int n) {
  return n == 0 ? 1 : 2 * pow2(n - 1);
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_constantValues_0(const int groups, __global int *out, __global int *seen) {
  __local int s[7];
  {
    int g = 0 + get_group_id(0);
    bool _occa_returned = false;
    int e;
    for (int it = 0; it < 3; ++it) {
      if (!_occa_returned) {
        seen[g] = it;
      }
      {
        int y = 0 + get_local_id(1);
        if (!_occa_returned) {
          {
            int x = 0 + get_local_id(0);
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
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int _occa_tiled_t = 0 + (4 * get_local_id(1));
        if (_occa_tiled_t < (int)(__alignof__(double) + sizeof(short)) - 2) {
          if (!_occa_returned) {
            {
              int t = _occa_tiled_t + get_local_id(0);
              if (t < (int)(__alignof__(double) + sizeof(short)) - 2) {
                out[(g * 3 + it) * 16 + t] = e + 1000 * it + (s[0] >= 0 ? 0 : 1);
              }
            }
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int _occa_tiled_t = 0 + ((int)sizeof(int) * get_local_id(1));
        if (_occa_tiled_t < S3 * 5 + 1) {
          if (!_occa_returned) {
            {
              int t = _occa_tiled_t + get_local_id(0);
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
