#include <sycl/sycl.hpp>

// `@atomic` on every assignment operator and on the `x = x op e` / `x = e op x` spellings,
// plus a plain store, a max written with `?:`, nested single-statement blocks, and atomics
// written through macros. Every location gets updates that commute, so any OpenMP order
// gives the same result.
extern "C" void _occa_atomicOperatorForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, unsigned int *u, float *f) {
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
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[0]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (2)))) {}
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[1]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old / (2)))) {}
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[2]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old % (7)))) {}
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[3]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old << (1)))) {}
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[4]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old >> (1)))) {}
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[0]);
                _occa_ref &= (_occa_atomic_t) (~(1u << i % 32));
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[1]);
                _occa_ref |= (_occa_atomic_t) (1u << i % 32);
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[2]);
                _occa_ref ^= (_occa_atomic_t) ((unsigned int)i);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[5]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value + i))));
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[6]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((i + _occa_value))));
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[7]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value > i ? _occa_value : i))));
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[8]);
                _occa_ref.store((_occa_atomic_t) (42));
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[9]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[10]);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[11]);
                _occa_ref += (_occa_atomic_t) (2 * i);
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(f[0]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (0.5f)))) {}
              }
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(f[1]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value + 0.25f * (i % 4)))));
              }
              if (i % 2) {
                {
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[12]);
                    _occa_ref += (_occa_atomic_t) (1);
                  }
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[13]);
                    _occa_ref -= (_occa_atomic_t) (i);
                  }
                }
              } else {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[14]);
                  _occa_ref -= (_occa_atomic_t) (1);
                }
              }
            }
          }
        }
      }();
    });
  });
}
