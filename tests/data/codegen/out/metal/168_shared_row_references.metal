#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Aliases into `@shared` memory inside `@inner` bodies: a reference to a row
// (`float (&row)[NC] = s[j];`), a `const` row reference, a pointer walking a column with a
// comma increment, and a pointer to the first row used as a flat array.
kernel void _occa_sharedRowRefs_0(constant int &nb [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[4][6];
  threadgroup float colsum[6];
  {
    int b = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        threadgroup float (&row)[6] = s[j];
        row[i] = in[(b * 4 + j) * 6 + i];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        if (j == 0) {
          threadgroup const float *p = &s[0][i];
          float acc = 0.0f;
          for (int k = 0; k < 4; ++k, p += 6) {
            acc += *p;
          }
          colsum[i] = acc;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        threadgroup const float (&r)[6] = s[j];
        threadgroup float *flat = s[0];
        out[(b * 4 + j) * 6 + i] = r[6 - 1 - i] + colsum[i] + flat[j * 6 + i] * 0.5f;
      }
    }
  }
}
