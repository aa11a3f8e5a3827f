// An `@inner` bound computed in a floating typedef: `(int)((dfloat)7 / 2 * 2)` is 7 in C++,
// while folding `dfloat` as an integer would give 6. oklc must not fold it: the count stays a
// run-time value, and the `@exclusive` storage is sized by `@max_inner_dims(8)`.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double dfloat;

typedef int dlong;

__kernel void _occa_floatTypedefBound_0(const dlong nb, __global float *out) {
  {
    dlong b = 0 + get_group_id(0);
    float r;
    {
      dlong t = 0 + get_local_id(0);
      r = (float)(b * 10 + t);
    }
    {
      dlong t = 0 + get_local_id(0);
      out[b * 8 + t] = r + 0.5f;
    }
  }
}
