#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@atomic` on every assignment operator and on the `x = x op e` / `x = e op x` spellings,
// plus a plain store, a max written with `?:`, nested single-statement blocks, and atomics
// written through macros. Every location gets updates that commute, so any OpenMP order
// gives the same result.
kernel void _occa_atomicOperatorForms_0(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device unsigned int *u [[buffer(2)]], device float *f [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[0]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old * (2)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[1]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old / (2)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[2]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old % (7)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[3]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old << (1)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[4]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) (_occa_old >> (1)), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        atomic_fetch_and_explicit(reinterpret_cast<device atomic_uint *>(&u[0]), (uint) (~(1u << i % 32)), memory_order_relaxed);
        atomic_fetch_or_explicit(reinterpret_cast<device atomic_uint *>(&u[1]), (uint) (1u << i % 32), memory_order_relaxed);
        atomic_fetch_xor_explicit(reinterpret_cast<device atomic_uint *>(&u[2]), (uint) ((unsigned int)i), memory_order_relaxed);
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[5]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          int _occa_value;
          do {
            _occa_value = _occa_old;
          } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((_occa_value + i)), memory_order_relaxed, memory_order_relaxed));
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[6]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          int _occa_value;
          do {
            _occa_value = _occa_old;
          } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((i + _occa_value)), memory_order_relaxed, memory_order_relaxed));
        }
        {
          device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[7]);
          int _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          int _occa_value;
          do {
            _occa_value = _occa_old;
          } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, (int) ((_occa_value > i ? _occa_value : i)), memory_order_relaxed, memory_order_relaxed));
        }
        atomic_exchange_explicit(reinterpret_cast<device atomic_int *>(&a[8]), (int) (42), memory_order_relaxed);
        atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&a[9]), (int) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&a[10]), (int) 1, memory_order_relaxed);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&a[11]), (int) (2 * i), memory_order_relaxed);
        {
          device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&f[0]);
          uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, as_type<uint>((float) (as_type<float>(_occa_old) * (0.5f))), memory_order_relaxed, memory_order_relaxed)) {
          }
        }
        {
          device atomic_uint *_occa_ptr = reinterpret_cast<device atomic_uint *>(&f[1]);
          uint _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);
          float _occa_value;
          do {
            _occa_value = as_type<float>(_occa_old);
          } while (!atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, as_type<uint>((float) ((_occa_value + 0.25f * (i % 4)))), memory_order_relaxed, memory_order_relaxed));
        }
        if (i % 2) {
          {
            atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&a[12]), (int) (1), memory_order_relaxed);
            atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&a[13]), (int) (i), memory_order_relaxed);
          }
        } else {
          atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&a[14]), (int) (1), memory_order_relaxed);
        }
      }
    }
  }
}
