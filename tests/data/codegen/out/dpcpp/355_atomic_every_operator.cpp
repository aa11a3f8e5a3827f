#include <sycl/sycl.hpp>

// @atomic on every operator form over computed indices, as a particle-binning kernel would
// use them: += and -= counts, prefix and postfix ++/--, *= on unsigned products (wrapping, so
// the result is the same in any order), |=, &= and ^= masks, and 64-bit sums.
extern "C" void _occa_binParticles_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int *key, int *cnt, unsigned int *prod, unsigned int *bits, long long *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + (16 * item_.get_group(2));
          {
            int t = b + item_.get_local_id(2);
            if (t < N) {
              const int k = key[t];
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[k % 6]);
                _occa_ref += (_occa_atomic_t) (1);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[6 + k * 7 % 6]);
                _occa_ref -= (_occa_atomic_t) (2);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[2 * 6 + k % 3]);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[2 * 6 + 3 + (k & 1)]);
                _occa_ref += (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[2 * 6 + 5]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[2 * 6 + 6]);
                _occa_ref -= (_occa_atomic_t) 1;
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(prod[k % 4]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (3u + (unsigned int)(k % 2))))) {}
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bits[0]);
                _occa_ref |= (_occa_atomic_t) (1u << k % 32);
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bits[1]);
                _occa_ref &= (_occa_atomic_t) (~(1u << k % 29));
              }
              {
                using _occa_atomic_t = unsigned int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(bits[2]);
                _occa_ref ^= (_occa_atomic_t) ((unsigned int)k * 2654435761u);
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[k & 1]);
                _occa_ref += (_occa_atomic_t) ((long long)k * k * 1000003LL);
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[2]);
                _occa_ref -= (_occa_atomic_t) (k);
              }
            }
          }
        }
      }();
    });
  });
}
