#include <sycl/sycl.hpp>

// @atomic on struct members (through an array element and through a pointer), on elements of
// @dim parameters and of a @dim @shared array, and on blocks, in both spellings: a histogram
// kernel that keeps per-bin records and a per-block min/max/xor.
typedef struct {
  int count;
  int sum;
  int mask;
} bin_t;

extern "C" void _occa_binRecords_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, int *raw, int *hist, int *shsum, int *minmax) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_h = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2 * 5]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 2 * 5) {
              s_h[t % 2 + 2 * (t / 2)] = 0;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int n = b * 16 + t;
            if (n < N) {
              bin_t *bins = (bin_t *)raw;
              const int k = (int)(x[n] * 4) % 5;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bins[k].count);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bins[k].sum);
                _occa_ref += (_occa_atomic_t) (n);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bins[k].mask);
                _occa_ref |= (_occa_atomic_t) (1 << n % 31);
              }
              bin_t *bp = bins + n % 5;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bp->count);
                _occa_ref += (_occa_atomic_t) (10);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bp->sum);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(hist[k + 5 * (n % 2)]);
                _occa_ref += (_occa_atomic_t) (1);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(hist[k + 5 * ((n + 1) % 2)]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(s_h[n % 2 + 2 * k]);
                _occa_ref += (_occa_atomic_t) (n);
              }
              {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[0]);
                  _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                  do {
                    _occa_value = _occa_old;
                  } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((n < _occa_value ? n : _occa_value))));
                }
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[1]);
                  _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                  do {
                    _occa_value = _occa_old;
                  } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((n > _occa_value ? n : _occa_value))));
                }
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[2]);
                _occa_ref ^= (_occa_atomic_t) (n);
              }
              {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[3]);
                  _occa_ref += (_occa_atomic_t) (2);
                }
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[4]);
                  _occa_ref -= (_occa_atomic_t) (n % 3);
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 2 * 5) {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(shsum[t]);
                _occa_ref += (_occa_atomic_t) (s_h[t / 5 + 2 * (t % 5)]);
              }
            }
          }
        }
      }();
    });
  });
}
