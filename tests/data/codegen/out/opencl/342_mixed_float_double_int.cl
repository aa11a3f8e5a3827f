// Mixed arithmetic in a scaling kernel, where implicit conversions decide the result: integer
// division before conversion (`t / 2` into a float), a float literal making the division
// float, `2^24 + 1` that float cannot hold but double can, a float product truncated into an
// int, `?:` whose arms are int and double (the result is double even when the int arm is
// taken), int and float (float), `unsigned` and `-1` (unsigned), and a `float` `@exclusive`
// accumulating doubles (rounded at each store).
typedef float dfloat;

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_mixedFloatDoubleInt_0(const int n, __global const dfloat *x, const double scale, __global double *d, __global long *k) {
  {
    int b = 0 + (8 * get_group_id(0));
    dfloat acc;
    {
      int t = b + get_local_id(0);
      acc = 16777216.0f;
      acc += 1.0;
      acc -= 16777216.0f;
      acc += x[t];
    }
    {
      int t = b + get_local_id(0);
      const float half_ = t / 2;
      const double halfD = t / 2.0f;
      const float big = 16777216.0f;
      const double bigD = 16777216.0;
      const int trunc = x[t] * 3.5f;
      d[t * 4 + 0] = half_ + halfD;
      d[t * 4 + 1] = t % 3 == 0 ? t : 0.25;
      d[t * 4 + 2] = (t & 1 ? t : 0.5f) * scale;
      d[t * 4 + 3] = acc;
      k[t * 4 + 0] = (long)(big + 1.0f) - (long)(bigD + 1);
      k[t * 4 + 1] = trunc;
      k[t * 4 + 2] = t > 3 ? 7u : -1;
      k[t * 4 + 3] = (long)(x[t] * scale) + t / 4 * 4;
    }
  }
}
