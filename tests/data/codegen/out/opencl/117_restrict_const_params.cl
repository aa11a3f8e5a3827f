// Parameter qualifier spellings of real kernels: `@restrict` on `const` pointers before and
// after the `*`, `const` pointers (`float *const`), pointers to `const` written `float const *`,
// `const dfloat *__restrict__` spelled by hand, non-`const` scalars, and `const` scalars of
// typedef'd types. Metadata must give `const: true` exactly for pointee/scalar `const`.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double dfloat;

typedef int dlong;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_restrictConst_0(const dlong N, dfloat alpha, __global const dfloat *restrict x, __global const dfloat *y, __global const dfloat *restrict z, __global dfloat *const restrict w, __global dfloat *restrict out) {
  {
    dlong b = 0 + (8 * get_group_id(0));
    {
      dlong t = b + get_local_id(0);
      if (t < N) {
        w[t] = alpha * x[t] + y[t];
        out[t] = w[t] * z[t];
      }
    }
  }
}
