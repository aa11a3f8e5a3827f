#include <sycl/sycl.hpp>

// `@atomic` updates of members of `@shared` structs: `+=` on an `int` member through an index,
// `+=` on a `float` member through a pointer (`p->total`), `|=` on a `long long` member, and a
// `@atomic` block updating two members; `@inner` loops of different extents.
struct Bin {
  int count;
  float total;
  long long mask;
  int hi;
};

extern "C" void _occa_sharedStructAtomics_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *keys, int *counts, float *totals, long long *masks) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &bins = *sycl::ext::oneapi::group_local_memory_for_overwrite<Bin[4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 4) {
              bins[t].count = 0;
              bins[t].total = 0.0f;
              bins[t].mask = 0;
              bins[t].hi = -1;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int k = keys[b * 16 + t];
            Bin *p = &bins[k & 3];
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(bins[k & 3].count);
              _occa_ref += (_occa_atomic_t) (1);
            }
            {
              using _occa_atomic_t = float;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(p->total);
              _occa_ref += (_occa_atomic_t) (0.25f * k);
            }
            {
              using _occa_atomic_t = long long;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(bins[k & 3].mask);
              _occa_ref |= (_occa_atomic_t) (1LL << (t + 20));
            }
            {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(p->hi);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((k > _occa_value ? k : _occa_value))));
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(p->count);
                _occa_ref += (_occa_atomic_t) (100);
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 4) {
              counts[b * 4 + t] = bins[t].count * 1000 + bins[t].hi;
              totals[b * 4 + t] = bins[t].total;
              masks[b * 4 + t] = bins[t].mask;
            }
          }
        }
      }();
    });
  });
}
