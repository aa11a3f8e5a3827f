#include <sycl/sycl.hpp>

// `@atomic` blocks of several statements: a block updating two global counters and a
// histogram slot that it computes in a local declared inside the block; a block holding a
// regular loop and an `if`/`else`; a block on `@shared` data with a read-modify-write pair that
// must stay consistent (`sum` and `sumSq` updated together); an `@atomic` block in each branch of
// an `if`/`else` on the iterator; a single-statement block (basic) next to a block whose one
// statement is not basic (`*=`). On OpenMP the blocks are critical sections, so every pair stays
// consistent; results are order-independent integer sums.
struct Stats {
  long long sum;
  long long sumSq;
  int count;
};

extern "C" void _occa_atomicBlocks_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *counters, int *hist, long long *tot, int *groupOut) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &local = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2]>(item_.get_group());
          auto &gs = *sycl::ext::oneapi::group_local_memory_for_overwrite<Stats[1]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              local[0] = 0;
              local[1] = 1;
              gs[0].sum = 0;
              gs[0].sumSq = 0;
              gs[0].count = 0;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int v = g * 8 + t;
            {
              const int bin = v % 5;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counters[0]);
                _occa_ref += (_occa_atomic_t) (v);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counters[1]);
                _occa_ref += (_occa_atomic_t) (1);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(hist[bin]);
                _occa_ref += (_occa_atomic_t) (v);
              }
            }
            {
              for (int k = 0; k < 3; ++k) {
                if ((v + k) % 2 == 0) {
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counters[2]);
                    _occa_ref += (_occa_atomic_t) (k);
                  }
                } else {
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counters[3]);
                    _occa_ref -= (_occa_atomic_t) (k);
                  }
                }
              }
            }
            {
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(gs[0].sum);
                _occa_ref += (_occa_atomic_t) (v);
              }
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(gs[0].sumSq);
                _occa_ref += (_occa_atomic_t) ((long long)v * v);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(gs[0].count);
                _occa_ref += (_occa_atomic_t) 1;
              }
            }
            if (t % 2 == 0) {
              {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(local[0]);
                  _occa_ref += (_occa_atomic_t) (t);
                }
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counters[4]);
                  _occa_ref += (_occa_atomic_t) 1;
                }
              }
            } else {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(local[1]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (2)))) {}
              }
            }
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(counters[5]);
              _occa_ref += (_occa_atomic_t) (2);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              groupOut[g * 2 + 0] = local[0];
              groupOut[g * 2 + 1] = local[1];
              {
                {
                  using _occa_atomic_t = long long;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(tot[0]);
                  _occa_ref += (_occa_atomic_t) (gs[0].sum);
                }
                {
                  using _occa_atomic_t = long long;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(tot[1]);
                  _occa_ref += (_occa_atomic_t) (gs[0].sumSq);
                }
                {
                  using _occa_atomic_t = long long;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(tot[2]);
                  _occa_ref += (_occa_atomic_t) (gs[0].count);
                }
              }
            }
          }
        }
      }();
    });
  });
}
