// Kernel arguments of many kinds: a struct by `const` reference, a `float2`-like struct by
// value, `bool`, `char`, `unsigned long long` and `unsigned short` scalars, an array of
// structs, and `long long` output. On the host backends a reference parameter stays a
// reference; the metadata lists every argument with its const/ptr flags and dtype.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef struct {
  float x;
  float y;
} float2_t;

struct Params {
  int n;
  float scale;
  double offset;
};

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_argumentKinds_0(const struct Params p, const float2_t shift, const char flip, const char tag, const unsigned long big, unsigned short us, __global const float2_t *pts, __global float *out, __global long *ids) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int k = b * 2 + t;
      const float2_t q = pts[k];
      float v = (t == 0 ? q.x + shift.x : q.y + shift.y) * p.scale + (float)p.offset;
      if (flip) {
        v = -v;
      }
      out[k] = v + (tag == 'q' ? 1.0f : 0.0f) + us;
      ids[k] = (long)(big + k) - 4000000000L;
    }
  }
}
