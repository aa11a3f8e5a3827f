#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Every work-item of every work-group updates the same few locations with the `@atomic` forms
// GPU targets lower as compare-and-swap loops: `*=`, `/=`, `%=`, `<<=`, `>>=`, a value that reads
// the updated location (`x = x + e`, `x = x ^ e`, a maximum written with `?:`), on `int`,
// `unsigned` and `float`; and `@atomic` blocks of independent updates (a private local, a loop,
// a minimum written as `if (v < x) x = v;`), which GPU targets make atomic update by update.
// Each location's updates commute, so every interleaving gives the exact result.
kernel void _occa_casContention_0(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device unsigned int *u [[buffer(2)]], device float *f [[buffer(3)]], device int *h [[buffer(4)]], device int *r [[buffer(5)]], device int *m [[buffer(6)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (64 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      const int v = i * 37 % n;
      if (i < 15) {
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[0]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old * (3)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
      }
      {
        device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[1]);
        int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        int _occa_value;
        do {
          _occa_value = _occa_old;
        } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((_occa_value > v ? _occa_value : v)), memory_order_relaxed, memory_order_relaxed));
      }
      {
        device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[2]);
        int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        int _occa_value;
        do {
          _occa_value = _occa_old;
        } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((_occa_value + i)), memory_order_relaxed, memory_order_relaxed));
      }
      if (i < 20) {
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[3]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old / (2)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[4]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old << (1)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[5]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old >> (1)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
      }
      {
        device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[6]);
        int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old % (1000)), memory_order_relaxed, memory_order_relaxed)) {
        }
      }
      {
        device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&u[0]);
        uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (uint) (_occa_old * (3u)), memory_order_relaxed, memory_order_relaxed)) {
        }
      }
      {
        device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&u[1]);
        uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        uint _occa_value;
        do {
          _occa_value = _occa_old;
        } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (uint) ((_occa_value ^ (unsigned int)i)), memory_order_relaxed, memory_order_relaxed));
      }
      {
        device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&u[2]);
        uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        uint _occa_value;
        do {
          _occa_value = _occa_old;
        } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (uint) (((unsigned int)v > _occa_value ? (unsigned int)v : _occa_value)), memory_order_relaxed, memory_order_relaxed));
      }
      if (i < 100) {
        {
          device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&f[0]);
          uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, as_type<uint>((float) (as_type<float>(_occa_old) * (2.0f))), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
      }
      {
        device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&f[1]);
        uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        float _occa_value;
        do {
          _occa_value = as_type<float>(_occa_old);
        } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, as_type<uint>((float) ((_occa_value > 0.5f * v ? _occa_value : 0.5f * v))), memory_order_relaxed, memory_order_relaxed));
      }
      {
        device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&f[2]);
        uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
        float _occa_value;
        do {
          _occa_value = as_type<float>(_occa_old);
        } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, as_type<uint>((float) ((_occa_value + 0.25f))), memory_order_relaxed, memory_order_relaxed));
      }
      {
        const int k = i % 4;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&h[k]), (int) (1), memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&h[4 + k]), (int) (i), memory_order_relaxed);
        for (int j = 0; j < 3; ++j) {
          atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&r[j]), (int) (j + 1), memory_order_relaxed);
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&m[0]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          int _occa_value;
          do {
            _occa_value = _occa_old;
          } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((v < _occa_value ? v : _occa_value)), memory_order_relaxed, memory_order_relaxed));
        }
      }
    }
  }
}
