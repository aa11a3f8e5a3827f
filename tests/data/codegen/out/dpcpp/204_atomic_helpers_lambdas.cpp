#include <sycl/sycl.hpp>

// `@atomic` outside the kernel body's own statements: in a static helper, in a function
// template instantiated for `unsigned` and `double`, in a lambda defined in the `@inner` body
// (called twice per work-item), and a multi-statement `@atomic { }` block inside a lambda,
// on global and `@shared` data (a struct's members and an array element through a pointer).
// OpenMP must lower each to an atomic update or a critical section wherever it is written.
struct Tally {
  int count;
  long long weight;
};

static void bump(int *p, int v) {
  {
    using _occa_atomic_t = int;
    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*p);
    _occa_ref += (_occa_atomic_t) (v);
  }
}

template <typename T>
void addScaled(T *p, T v, T s) {
  {
    using _occa_atomic_t = std::remove_cv_t<std::remove_reference_t<decltype(p[0])>>;
    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(p[0]);
    _occa_ref += (_occa_atomic_t) (v * s);
  }
}

extern "C" void _occa_atomicHelpers_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, int *hits, unsigned int *uacc, double *dacc, long long *ll, int *minmax) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 12)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &tally = *sycl::ext::oneapi::group_local_memory_for_overwrite<Tally[2]>(item_.get_group());
          auto &local = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 2) {
              tally[t].count = 0;
              tally[t].weight = 0;
            }
            if (t < 4) {
              local[t] = 0;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            bump(hits + g, 1);
            bump(&hits[groups], t);
            addScaled(uacc, (unsigned int)t, 3u);
            addScaled(dacc + g, 0.25 * t, 2.0);
            auto record = [&](int slot, int w) {
              {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(tally[slot].count);
                  _occa_ref += (_occa_atomic_t) (1);
                }
                {
                  using _occa_atomic_t = long long;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(tally[slot].weight);
                  _occa_ref += (_occa_atomic_t) ((long long)w * 1000000007LL);
                }
              }
            };
            record(t % 2, t);
            record(1, g);
            int *cell = &local[t % 4];
            auto dec = [=]() {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::local_space> _occa_ref(*cell);
                _occa_ref -= (_occa_atomic_t) 1;
              }
            };
            dec();
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(minmax[2 * g]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value > t * g ? _occa_value : t * g))));
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 2) {
              ll[g * 2 + t] = tally[t].weight + tally[t].count;
            }
            if (t == 0) {
              minmax[2 * g + 1] = local[0] + 10 * local[1] + 100 * local[2] + 1000 * local[3];
            }
          }
        }
      }();
    });
  });
}
