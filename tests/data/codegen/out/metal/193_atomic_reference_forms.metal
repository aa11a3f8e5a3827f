#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@atomic` targets reached through calls that return references: a member function, a
// function template, a field of a returned struct reference and a dereferenced returned pointer.
struct Hist {
  device int *bins;
  device int &at(int i) const {
    return bins[i];
  }
};

struct Cell {
  int n;
  float w;
};

template <typename T>
device T &elem(device T *a, int i) {
  return a[i];
}

device Cell &cellOf(device Cell *c, int i) {
  return c[i];
}

device int *ptrOf(device int *a, int i) {
  return a + i;
}

kernel void _occa_atomicRefForms_0(constant int &nb [[buffer(0)]], device int *bins [[buffer(1)]], device Cell *cells [[buffer(2)]], device float *w [[buffer(3)]], device int *last [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const Hist h = {bins};
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&h.at(t % 3)), (int) (1), memory_order_relaxed);
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&elem<float>(w, t % 2)), (float) (0.25f * t), memory_order_relaxed);
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&cellOf(cells, t % 2).n), (int) (t), memory_order_relaxed);
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&*ptrOf(last, 0)), (int) (2), memory_order_relaxed);
    }
  }
}
