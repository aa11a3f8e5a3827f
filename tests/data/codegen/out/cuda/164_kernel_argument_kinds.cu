// Kernel arguments of many kinds: a struct by `const` reference, a `float2`-like struct by
// value, `bool`, `char`, `unsigned long long` and `unsigned short` scalars, an array of
// structs, and `long long` output. On the host backends a reference parameter stays a
// reference; the metadata lists every argument with its const/ptr flags and dtype.
typedef struct {
  float x;
  float y;
} float2_t;

struct Params {
  int n;
  float scale;
  double offset;
};

extern "C" __global__ __launch_bounds__(2) void _occa_argumentKinds_0(const Params p, const float2_t shift, const bool flip, const char tag, const unsigned long long big, unsigned short us, const float2_t *pts, float *out, long long *ids) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const int k = b * 2 + t;
      const float2_t q = pts[k];
      float v = (t == 0 ? q.x + shift.x : q.y + shift.y) * p.scale + (float)p.offset;
      if (flip) {
        v = -v;
      }
      out[k] = v + (tag == 'q' ? 1.0f : 0.0f) + us;
      ids[k] = (long long)(big + k) - 4000000000LL;
    }
  }
}
