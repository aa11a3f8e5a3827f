// C++17 conditions: `if (init; cond)`, `switch (init; cond)` and `if constexpr`, whose
// discarded branch (`v.x` on an `int`) only compiles if the keyword survives.
struct pair2 {
  float x;
  float y;
};

float _occa_weight_int(int v) {
  return (float)v;
}

__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void _occa_cpp17Conditions_int_0(const int n, __global const int *in, __global float *out) {
  {
    int _occa_tiled_i = 0 + (32 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        {
          const int r = i % 3;
          if (r == 0) {
            out[i] = _occa_weight_int(in[i]);
          } else {
            {
              int k = r * 10;
              switch (k) {
                case 10:
                  out[i] = -_occa_weight_int(in[i]);
                  break;
                default:
                  out[i] = (float)k;
              }
            }
          }
        }
      }
    }
  }
}
