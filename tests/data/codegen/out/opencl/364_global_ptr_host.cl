// `@globalPtr` (spec §3.13) marks pointers into global memory for OpenCL, which prints
// `__global`; every other backend ignores it. On the host backends it is accepted where
// legacy kernels write it and changes nothing: as a prefix and after the declarator, on
// `const` pointers, on one declarator of several, on a kernel parameter, on a helper's
// parameter and on a typedef, and the pointers address the same data.
typedef float *gptr_t;

float pairSum(__global const float *p) {
  return p[0] + p[1];
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_globalPtrHost_0(const int nb, __global const float *a, __global float *out) {
  {
    int b = 0 + get_group_id(0);
    __global const float *row = a + 8 * b;
    __global float *dst = out + 8 * b;
    {
      int t = 0 + get_local_id(0);
      __global const float *p = row + (t & 6);
      __global const float *q = row + 7 - t;
      __global float *d = dst + t;
      *d = pairSum(p) * 10.0f + q[0];
    }
  }
}
