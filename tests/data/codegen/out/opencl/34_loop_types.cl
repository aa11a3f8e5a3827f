// Non-int iterator and argument types.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_loopTypes_0(const long n, const double scale, __global const char *c, __global double *out, __global long *idx) {
  {
    long i = 0 + (4 * (long) get_group_id(0));
    {
      short t = 0 + get_local_id(0);
      const long k = i + t;
      if (k < n) {
        out[k] = scale * (double)c[k];
        idx[k] = k * 3L;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_loopTypes_1(const long n, const double scale, __global const char *c, __global double *out, __global long *idx) {
  {
    unsigned int g = 0 + get_group_id(0);
    {
      unsigned int t = 0 + get_local_id(0);
      idx[g * 3 + t] += 1;
    }
  }
}
