#include <sycl/sycl.hpp>

// Every work-item of every work-group updates the same few locations with the `@atomic` forms
// GPU targets lower as compare-and-swap loops: `*=`, `/=`, `%=`, `<<=`, `>>=`, a value that reads
// the updated location (`x = x + e`, `x = x ^ e`, a maximum written with `?:`), on `int`,
// `unsigned` and `float`; and `@atomic` blocks of independent updates (a private local, a loop,
// a minimum written as `if (v < x) x = v;`), which GPU targets make atomic update by update.
// Each location's updates commute, so every interleaving gives the exact result.
extern "C" void _occa_casContention_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *a, unsigned int *u, float *f, int *h, int *r, int *m) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int b = 0 + (64 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            const int v = i * 37 % n;
            if (i < 15) {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[0]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (3)))) {}
              }
            }
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[1]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value > v ? _occa_value : v))));
            }
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[2]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value + i))));
            }
            if (i < 20) {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[3]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old / (2)))) {}
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[4]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old << (1)))) {}
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[5]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old >> (1)))) {}
              }
            }
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(a[6]);
              _occa_atomic_t _occa_old = _occa_ref.load();
              while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old % (1000)))) {}
            }
            {
              using _occa_atomic_t = unsigned int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[0]);
              _occa_atomic_t _occa_old = _occa_ref.load();
              while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (3u)))) {}
            }
            {
              using _occa_atomic_t = unsigned int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[1]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value ^ (unsigned int)i))));
            }
            {
              using _occa_atomic_t = unsigned int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(u[2]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) (((unsigned int)v > _occa_value ? (unsigned int)v : _occa_value))));
            }
            if (i < 100) {
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(f[0]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (2.0f)))) {}
              }
            }
            {
              using _occa_atomic_t = float;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(f[1]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value > 0.5f * v ? _occa_value : 0.5f * v))));
            }
            {
              using _occa_atomic_t = float;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(f[2]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value + 0.25f))));
            }
            {
              const int k = i % 4;
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[k]);
                _occa_ref += (_occa_atomic_t) (1);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h[4 + k]);
                _occa_ref += (_occa_atomic_t) (i);
              }
              for (int j = 0; j < 3; ++j) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(r[j]);
                  _occa_ref += (_occa_atomic_t) (j + 1);
                }
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(m[0]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((v < _occa_value ? v : _occa_value))));
              }
            }
          }
        }
      }();
    });
  });
}
