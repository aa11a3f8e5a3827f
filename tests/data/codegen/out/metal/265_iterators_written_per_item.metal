#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Loop iterators written per work-item in shapes that need more than a plain copy in one
// `@inner` body (case 246 has the plain ones). On a GPU every work-item computes each
// iterator from its own group and thread index, so a write changes only its own copy:
// * an `@outer` iterator written in a first `@inner` loop and read in a later one (the host
//   keeps one copy per work-item across the two loops);
// * an outer `@inner` iterator written in one nested `@inner` loop and read in the next one,
//   both inside its own body;
// * an `@outer` iterator written in a nested `@outer` body, once per group of the nested loop;
// * an `@outer` iterator written through a helper's reference parameter inside `@inner`;
// * the element iterator of a `@tile` stepped inside its body.
void bump(thread int &v, int by) {
  v += by;
}

kernel void _occa_iteratorsPerItem_0(device int *a [[buffer(0)]], device int *b [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      g += t;
    }
    {
      int t = 0 + _occa_thread_position.x;
      a[(g - t) * 4 + t] = g;
    }
  }
}

kernel void _occa_iteratorsPerItem_1(device int *a [[buffer(0)]], device int *b [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        y = y * 10 + x;
      }
      {
        int x = 0 + _occa_thread_position.x;
        b[(g * 2 + y / 10) * 3 + x] = y + 100 * g;
      }
    }
  }
}

kernel void _occa_iteratorsPerItem_2(device int *a [[buffer(0)]], device int *b [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.y;
    {
      int h = 0 + _occa_group_position.x;
      g = g * 10 + h;
      {
        int t = 0 + _occa_thread_position.x;
        c[(g / 10 * 3 + h) * 2 + t] = g + t;
      }
    }
  }
}

kernel void _occa_iteratorsPerItem_3(device int *a [[buffer(0)]], device int *b [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      bump(g, 100 * t);
      d[g % 100 * 4 + t] = g;
    }
  }
}

kernel void _occa_iteratorsPerItem_4(device int *a [[buffer(0)]], device int *b [[buffer(1)]], device int *c [[buffer(2)]], device int *d [[buffer(3)]], device int *e [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < 10) {
        const int start = i;
        i += 1000;
        e[start] = i;
      }
    }
  }
}
