#include <sycl/sycl.hpp>

// `@atomic` updates whose right side has another type than the target (`float += int`,
// `short += int`, `unsigned -= int` wrapping, `long long += unsigned`, `double -= float`,
// `unsigned char ^= int`, `float *= double`) and `@atomic` statements in positions without
// braces: the body of a `while` and a `do`, an `else if` chain, after `case` labels of a
// `switch` and after a `goto` label (the body of a `for` is braced: `for (..) @atomic` would
// give the loop the attribute, as legacy OCCA does). Every order gives the same result.
extern "C" void _occa_atomicMixedTypes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *f, short *s, unsigned int *u, long long *l, double *d, unsigned char *c, int *h) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(f[0]);
                _occa_ref += (_occa_atomic_t) (i % 4);
              }
              {
                std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&s[0]);
                sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*reinterpret_cast<unsigned int *>(_occa_at & ~std::uintptr_t(3)));
                unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
                unsigned int _occa_mask = 0xFFFFu << _occa_shift;
                unsigned int _occa_seen = _occa_ref.load();
                do {
                } while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((short) (_occa_seen >> _occa_shift) + (3 * i - 40)) << _occa_shift) & _occa_mask)));
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[0]);
                _occa_ref -= (_occa_atomic_t) (5);
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[0]);
                _occa_ref += (_occa_atomic_t) ((unsigned int)i * 1000000000u);
              }
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[0]);
                _occa_ref -= (_occa_atomic_t) (0.25f * (i % 3));
              }
              {
                std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&c[0]);
                sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*reinterpret_cast<unsigned int *>(_occa_at & ~std::uintptr_t(3)));
                unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
                unsigned int _occa_mask = 0xFFu << _occa_shift;
                unsigned int _occa_seen = _occa_ref.load();
                do {
                } while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) ^ (1 << i % 8)) << _occa_shift) & _occa_mask)));
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(f[1]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (2.0)))) {}
              }
              for (int k = 0; k < 3; ++k) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[k]);
                  _occa_ref += (_occa_atomic_t) (k + i);
                }
              }
              int w = 2;
              while (w-- > 0) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[3]);
                  _occa_ref += (_occa_atomic_t) (1);
                }
              }
              do {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[4]);
                  _occa_ref -= (_occa_atomic_t) (2);
                }
              } while (false);
              if (i % 3 == 0) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[5]);
                  _occa_ref += (_occa_atomic_t) (1);
                }
              } else if (i % 3 == 1) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[6]);
                  _occa_ref += (_occa_atomic_t) (1);
                }
              } else {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[7]);
                  _occa_ref += (_occa_atomic_t) (1);
                }
              }
              switch (i % 4) {
                case 0:
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[8]);
                    _occa_ref += (_occa_atomic_t) (1);
                  }
                  break;
                case 1:
                case 2:
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[9]);
                    _occa_ref += (_occa_atomic_t) (i);
                  }
                  break;
                default:
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[10]);
                    _occa_atomic_t _occa_old = _occa_ref.load();
                    while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (1)))) {}
                  }
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[11]);
                    _occa_ref += (_occa_atomic_t) 1;
                  }
              }
              if (i < 5) {
                goto tail;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[12]);
                _occa_ref += (_occa_atomic_t) (100);
              }
            tail:
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[13]);
                _occa_ref += (_occa_atomic_t) (1);
              }
            }
          }
        }
      }();
    });
  });
}
