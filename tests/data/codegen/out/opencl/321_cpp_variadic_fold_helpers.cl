
// Variadic function templates as helpers called from @inner bodies: a recursive Horner
// evaluation over a parameter pack of mixed coefficient types, C++17 fold expressions (a right
// fold divided by `sizeof...`, a comma fold calling a lambda for each argument, a binary fold
// over `std::index_sequence` indices into a @shared row, a comma fold computing a maximum in
// a `constexpr` function checked by `static_assert`, also on the constants sizing the
// @shared row), and a forwarding-reference pack.
inline float _occa_horner_float_int(float, int c0) {
  return (float)c0;
}

inline float _occa_horner_float_float_int(float x, float c0, int _occa_cs_0) {
  return (float)c0 + x * _occa_horner_float_int(x, _occa_cs_0);
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline float _occa_horner_float_double_float_int(float x, double c0, float _occa_cs_0, int _occa_cs_1) {
  return (float)c0 + x * _occa_horner_float_float_int(x, _occa_cs_0, _occa_cs_1);
}

inline float _occa_horner_float_float_double_float_int(float x, float c0, double _occa_cs_0, float _occa_cs_1, int _occa_cs_2) {
  return (float)c0 + x * _occa_horner_float_double_float_int(x, _occa_cs_0, _occa_cs_1, _occa_cs_2);
}

inline float _occa_mean_float_float_float(float _occa_v_0, float _occa_v_1, float _occa_v_2) {
  return (_occa_v_0 + (_occa_v_1 + _occa_v_2)) / 3ul;
}

inline float _occa_tapSum_float_0_1_2_3(__local const float *row) {
  return row[0] + (row[1] + (row[2] + (row[3] + (float)0)));
}

__constant const int WIDTH = 4;

__constant const int BLOCK = 8;

void _occa_packs__occa_f(float v, float acc[3], int *k) {
  acc[(*k)++] = 2.0f * v;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_packs_0(const int n, __global const float *x, __global float *y, __global float *z) {
  __local float s[11];
  {
    int b = 0 + get_group_id(0);
    float e;
    {
      int t = 0 + get_local_id(0);
      const int i = b * BLOCK + t;
      e = i < n ? x[i] : 0.0f;
      s[t] = e;
      if (t < WIDTH - 1) {
        s[BLOCK + t] = i + BLOCK < n ? x[i + BLOCK] : 0.0f;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int i = b * BLOCK + t;
      const float p = _occa_horner_float_float_double_float_int(e, 1.0f, 0.5, -0.25f, 2);
      const float window = _occa_tapSum_float_0_1_2_3(&s[t]);
      const float m = _occa_mean_float_float_float(s[t], window, p);
      float acc[3] = {0.0f, 0.0f, 0.0f};
      int k = 0;
      {
        float _occa_v_0 = e;
        const float _occa_v_1 = p;
        const float _occa_v_2 = window;
        _occa_packs__occa_f(_occa_v_0, acc, &k), (_occa_packs__occa_f(_occa_v_1, acc, &k), _occa_packs__occa_f(_occa_v_2, acc, &k));
      }
      if (i < n) {
        y[i] = m;
        for (int c = 0; c < 3; ++c) {
          z[3 * i + c] = acc[c];
        }
      }
    }
  }
}
