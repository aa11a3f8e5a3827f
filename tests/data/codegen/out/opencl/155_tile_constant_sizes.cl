// Tile sizes written as C++ constant expressions: a cast to a user integer typedef, a
// `constexpr` variable, an enumerator, `sizeof` arithmetic and a `constexpr` function call.
// Each `@exclusive` variable needs the `@inner` sizes, so every size must be evaluated.
typedef int dlong;

__constant const int TILE = 4;

enum {
  ETILE = 8
};

int sq(int x) {
  return x * x;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_tileConstantSizes_0(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int _occa_tiled_i = 0 + ((dlong)4 * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 16) {
          e = i;
          out[b * 80 + i] = e + 1;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_tileConstantSizes_1(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int _occa_tiled_i = 0 + (TILE * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 16) {
          e = 2 * i;
          out[b * 80 + 16 + i] = e;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 2, 1))) void _occa_tileConstantSizes_2(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int _occa_tiled_i = 0 + (ETILE * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 16) {
          e = 3 * i;
          out[b * 80 + 32 + i] = e;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 2, 1))) void _occa_tileConstantSizes_3(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int _occa_tiled_i = 0 + ((int)(sizeof(double) * 2 - 8) * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 16) {
          e = 4 * i;
          out[b * 80 + 48 + i] = e;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_tileConstantSizes_4(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int _occa_tiled_i = 0 + (sq(2) * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 16) {
          e = 5 * i;
          out[b * 80 + 64 + i] = e;
        }
      }
    }
  }
}
