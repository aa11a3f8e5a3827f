#include <sycl/sycl.hpp>

// `@atomic` on `double`, `long long`, `unsigned long long` and `unsigned char` targets with
// every commuting operator (`++`, `--`, `+=`, `-=`, `*=`, `|=`, `^=`, `&=`, `<<=` by equal
// amounts), a min/max written as an `@atomic` block with `if`, and an `@atomic` block that
// updates two locations together. Values keep every order's result exact.
extern "C" void _occa_atomicWide_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, double *d, long long *l, unsigned long long *u, unsigned char *c, int *mm) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + (16 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[0]);
                _occa_ref += (_occa_atomic_t) (0.25 * (i % 8));
              }
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[1]);
                _occa_ref -= (_occa_atomic_t) (0.5);
              }
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[2]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (2.0)))) {}
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[0]);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[1]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[2]);
                _occa_ref += (_occa_atomic_t) (4000000000LL);
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[3]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old << (1)))) {}
              }
              {
                using _occa_atomic_t = unsigned long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[0]);
                _occa_ref |= (_occa_atomic_t) (1ull << i % 64);
              }
              {
                using _occa_atomic_t = unsigned long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[1]);
                _occa_ref ^= (_occa_atomic_t) (0x8000000000000001ull);
              }
              {
                using _occa_atomic_t = unsigned long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[2]);
                _occa_ref &= (_occa_atomic_t) (~(1ull << i % 64));
              }
              {
                std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&c[0]);
                sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*reinterpret_cast<unsigned int *>(_occa_at & ~std::uintptr_t(3)));
                unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
                unsigned int _occa_mask = 0xFFu << _occa_shift;
                unsigned int _occa_seen = _occa_ref.load();
                do {
                } while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) + ((unsigned char)3)) << _occa_shift) & _occa_mask)));
              }
              {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(mm[0]);
                  _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                  do {
                    _occa_value = _occa_old;
                  } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((i > _occa_value ? i : _occa_value))));
                }
              }
              {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(mm[1]);
                  _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                  do {
                    _occa_value = _occa_old;
                  } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((-i < _occa_value ? -i : _occa_value))));
                }
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(mm[2]);
                  _occa_ref += (_occa_atomic_t) (1);
                }
              }
            }
          }
        }
      }();
    });
  });
}
