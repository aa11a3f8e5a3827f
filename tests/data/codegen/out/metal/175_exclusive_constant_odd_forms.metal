// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` storage sized from constant `@inner` loops written in unusual forms: inclusive
// `>=` with `-= 3` through negative values, an `unsigned char` iterator `c -= 5` down to 240,
// iterator on the right (`2 * NB >= t`) with `+= NB`, and a 2-D nest `<=`/`>` mixing; every
// work-item must keep its own value (too small storage would alias work-items).
kernel void _occa_exclusiveOddForms_0(constant int &nb [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int v;
    {
      int t = 10 - (3 * _occa_thread_position.x);
      v = b * 100 + t;
    }
    {
      int t = 10 - (3 * _occa_thread_position.x);
      out[b * 40 + (10 - t) / 3] = v;
    }
  }
}

kernel void _occa_exclusiveOddForms_1(constant int &nb [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int v;
    {
      unsigned char c = 250 - (5 * _occa_thread_position.x);
      v = b * 1000 + c;
    }
    {
      unsigned char c = 250 - (5 * _occa_thread_position.x);
      out[b * 40 + 5 + (250 - c) / 5] = v;
    }
  }
}

kernel void _occa_exclusiveOddForms_2(constant int &nb [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    long w[2];
    {
      int y = 1 + _occa_thread_position.y;
      {
        int t = 0 + (3 * _occa_thread_position.x);
        w[0] = b * 10000 + y * 100 + t;
        w[1] = -w[0];
      }
    }
    {
      int y = 1 + _occa_thread_position.y;
      {
        int t = 0 + (3 * _occa_thread_position.x);
        out[b * 40 + 8 + (y - 1) * 3 + t / 3] = (int)(w[0] + w[1] + w[0]);
      }
    }
  }
}

kernel void _occa_exclusiveOddForms_3(constant int &nb [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int v;
    {
      int y = 7 - _occa_thread_position.y;
      {
        int x = -1 + _occa_thread_position.x;
        v = y * 10 + x;
      }
    }
    {
      int y = 7 - _occa_thread_position.y;
      {
        int x = -1 + _occa_thread_position.x;
        out[b * 40 + 20 + (7 - y) * 3 + (x + 1)] = v + b;
      }
    }
  }
}
