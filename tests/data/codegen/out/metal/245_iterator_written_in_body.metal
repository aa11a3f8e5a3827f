#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// OKL loop iterators written inside their own body. On a GPU the iterator is each
// work-item's (or group's) own local, so a grid-stride loop that reuses the `@inner` iterator
// (`for (; t < n; t += 4)`) moves only that work-item along, and `b += 0`-style writes in the
// `@outer` body outside every `@inner` loop change only that group's copy. On the host the
// iterator was the loop counter itself: the first work-item's grid-stride loop ended the
// `@inner` loop for the others. Also: `++t` through a reference, `@tile` element iterators, a
// decreasing `@inner` iterator with a step, and a `while` loop that walks the iterator down.
kernel void _occa_iteratorWrites_0(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      for (; t < n; t += 4) {
        a[b * n + t] = t + 1;
      }
    }
  }
}

kernel void _occa_iteratorWrites_1(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (2 * _occa_group_position.x);
    const int g = b;
    b = b / 2;
    {
      int t = 7 - (3 * _occa_thread_position.x);
      thread int &r = t;
      c[b * 8 + t] = g * 100 + t;
      r += 1;
      if (t < 8) {
        c[b * 8 + t] += 1000;
      }
    }
  }
}

kernel void _occa_iteratorWrites_2(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        const int k = i;
        int s = 0;
        while (i % 4 != 0) {
          --i;
          ++s;
        }
        d[k] = s * 100 + i;
      }
    }
  }
}

kernel void _occa_iteratorWrites_3(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        const int k = (b * 2 + y) * 3 + x;
        e[k] = x;
        x *= 10;
        e[k] += x;
      }
    }
  }
}
