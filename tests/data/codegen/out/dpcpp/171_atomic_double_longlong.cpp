#include <sycl/sycl.hpp>

// `@atomic` on global `double` and `long long` accumulators shared by all work-groups (so
// OpenMP threads really race): `+=`, prefix `--`, a block with several updates and a
// compare-and-store inside it, and min/max written as `x = x < v ? x : v` (not a basic atomic).
extern "C" void _occa_atomicWide_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *x, const long long *k, double *dsum, long long *lsum, long long *minmax, double *stats) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = b + item_.get_local_id(2);
            if (t < n) {
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(dsum[0]);
                _occa_ref += (_occa_atomic_t) (x[t]);
              }
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(dsum[1]);
                _occa_ref -= (_occa_atomic_t) (2.0 * x[t]);
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(lsum[0]);
                _occa_ref += (_occa_atomic_t) (k[t]);
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(lsum[1]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(lsum[2]);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                {
                  using _occa_atomic_t = double;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(stats[0]);
                  _occa_ref += (_occa_atomic_t) (x[t]);
                }
                {
                  using _occa_atomic_t = double;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(stats[1]);
                  _occa_ref += (_occa_atomic_t) (1.0);
                }
                {
                  using _occa_atomic_t = double;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(stats[2]);
                  _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                  do {
                    _occa_value = _occa_old;
                  } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((x[t] > _occa_value ? x[t] : _occa_value))));
                }
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[0]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value < k[t] ? _occa_value : k[t]))));
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[1]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((k[t] > _occa_value ? k[t] : _occa_value))));
              }
            }
          }
        }
      }();
    });
  });
}
