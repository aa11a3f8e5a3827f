// A `@shared` array passed to helpers whose parameter is an array (`float s[16]`,
// `float s[][16]`) or a pointer (`const float *s`), whole or one row of it: OpenCL needs the
// parameter in `__local` memory, and a helper also called with a private array gets a second
// copy for that one.
void fillRow(__local float s[16], int i, float v) {
  s[i] = v;
}

void fillRows(__local float s[][16], int r, int i, float v) {
  s[r][i] = v;
}

float _occa_prefixSum_as_l(__local const float *s, int n) {
  float t = 0;
  for (int k = 0; k < n; ++k) {
    t += s[k];
  }
  return t;
}

float _occa_prefixSum_as_p(const float *s, int n) {
  float t = 0;
  for (int k = 0; k < n; ++k) {
    t += s[k];
  }
  return t;
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_sharedArrayHelperParams_0(const int nb, __global const float *in, __global float *out) {
  __local float row[16];
  __local float rows[2][16];
  {
    int b = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      fillRow(row, i, in[16 * b + i]);
      fillRows(rows, 0, i, 1.0f);
      fillRows(rows, 1, i, 2.0f * in[16 * b + i]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      float mine[4];
      for (int k = 0; k < 4; ++k) {
        mine[k] = k + i;
      }
      out[16 * b + i] = _occa_prefixSum_as_l(row, i + 1) + _occa_prefixSum_as_l(rows[1], 16) + _occa_prefixSum_as_l(rows[0], 3) + _occa_prefixSum_as_p(mine, 4);
    }
  }
}
