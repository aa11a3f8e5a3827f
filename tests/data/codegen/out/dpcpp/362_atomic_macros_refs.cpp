#include <sycl/sycl.hpp>

// Atomic updates the way macro-heavy code bases write them: `[[okl_atomic("")]]` statements
// built by function-like macros, `x = x op e` and `x = e op x` forms, updates through a
// reference to an element and through a helper taking a pointer, on int, double and
// unsigned long long data.
static inline void bump(int *c, const int by) {
  {
    using _occa_atomic_t = int;
    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*c);
    _occa_ref += (_occa_atomic_t) (by);
  }
}

extern "C" void _occa_accumulate_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const double *x, int *cnt, double *dsum, unsigned long long *usum, int *mx) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const int n = b * 16 + t;
            if (n < N) {
              const int k = n % 7;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[k]);
                _occa_ref += (_occa_atomic_t) (1);
              }
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(dsum[k]);
                _occa_ref += (_occa_atomic_t) (0.5 * x[n]);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[7]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value + 2))));
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[7 + 1]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((3 + _occa_value))));
              }
              int &slot = cnt[7 + 2 + (n & 1)];
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(slot);
                _occa_ref -= (_occa_atomic_t) (n);
              }
              bump(cnt + 7 + 4, k);
              {
                using _occa_atomic_t = unsigned long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(usum[0]);
                _occa_ref += (_occa_atomic_t) ((unsigned long long)n * 4294967311ULL);
              }
              {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(mx[k]);
                  _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                  do {
                    _occa_value = _occa_old;
                  } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) (((int)(4 * x[n]) > _occa_value ? (int)(4 * x[n]) : _occa_value))));
                }
              }
              ;
            }
          }
        }
      }();
    });
  });
}
