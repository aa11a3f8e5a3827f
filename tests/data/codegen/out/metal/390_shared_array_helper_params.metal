#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A `@shared` array passed to helpers whose parameter is an array (`float s[16]`,
// `float s[][16]`) or a pointer (`const float *s`), whole or one row of it: OpenCL needs the
// parameter in `__local` memory, and a helper also called with a private array gets a second
// copy for that one.
void fillRow(threadgroup float *s, int i, float v) {
  s[i] = v;
}

void fillRows(threadgroup float (*s)[16], int r, int i, float v) {
  s[r][i] = v;
}

float _occa_prefixSum_as_l(threadgroup const float *s, int n) {
  float t = 0;
  for (int k = 0; k < n; ++k) {
    t += s[k];
  }
  return t;
}

float _occa_prefixSum_as_p(thread const float *s, int n) {
  float t = 0;
  for (int k = 0; k < n; ++k) {
    t += s[k];
  }
  return t;
}

kernel void _occa_sharedArrayHelperParams_0(constant int &nb [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float row[16];
  threadgroup float rows[2][16];
  {
    int b = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.x;
      fillRow(row, i, in[16 * b + i]);
      fillRows(rows, 0, i, 1.0f);
      fillRows(rows, 1, i, 2.0f * in[16 * b + i]);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int i = 0 + _occa_thread_position.x;
      float mine[4];
      for (int k = 0; k < 4; ++k) {
        mine[k] = k + i;
      }
      out[16 * b + i] = _occa_prefixSum_as_l(row, i + 1) + _occa_prefixSum_as_l(rows[1], 16) + _occa_prefixSum_as_l(rows[0], 3) + _occa_prefixSum_as_p(mine, 4);
    }
  }
}
