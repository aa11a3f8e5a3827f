// `@dim` + `@dimOrder` on a 3-D pointer typedef (used for a parameter and for a local pointer
// declared inside `@inner`), on a `@shared` array with a different 3-D order, and on a
// `const double` pointer typedef; column-major default and permuted strides mixed.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef float *grid3_t;

typedef const double *cgrid_t;

__kernel __attribute__((reqd_work_group_size(2, 4, 1))) void _occa_dimOrderTypedefs_0(const int nE, __global float *g, __global const double *w, __global float *out) {
  __local float s[24];
  {
    int e = 0 + get_group_id(0);
    {
      int z = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        __global float *ge = g + e * (2 * 3 * 4);
        for (int y = 0; y < 3; ++y) {
          s[z + 4 * (x + 2 * y)] = ge[y + 3 * (z + 4 * x)] * (float)w[z + 4 * x];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int z = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        float acc = 0.0f;
        for (int y = 0; y < 3; ++y) {
          acc += s[z + 4 * (x + 2 * y)] * (y + 1);
        }
        out[(e * 4 + z) * 2 + x] = acc + s[4 - 1 - z + 4 * (x + 2 * (3 - 1))];
      }
    }
  }
}
