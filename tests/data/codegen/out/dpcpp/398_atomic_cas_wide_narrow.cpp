#include <sycl/sycl.hpp>

// Every work-item of every work-group updates the same few `double`, `long long`, `short` and
// `unsigned char` locations with `@atomic` forms GPU targets lower as compare-and-swap loops:
// `*=`, `^=` on a signed 64-bit integer, values that read the updated location, a maximum written
// with `?:`, a minimum in an `@atomic` block; `short` and `unsigned char` neighbours that share
// one 32-bit word, which the loop exchanges while keeping the other bytes.
extern "C" void _occa_casWideNarrow_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, double *d, long long *l, short *s, unsigned char *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int b = 0 + (64 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            const int v = i * 37 % n;
            if (i < 200) {
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[0]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (2.0)))) {}
              }
            }
            {
              using _occa_atomic_t = double;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[1]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value + 0.5 * (i % 4)))));
            }
            {
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[2]);
                _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
                do {
                  _occa_value = _occa_old;
                } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((0.25 * v < _occa_value ? 0.25 * v : _occa_value))));
              }
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(d[3]);
                _occa_ref += (_occa_atomic_t) (1.0);
              }
            }
            if (i < 30) {
              {
                using _occa_atomic_t = long long;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[0]);
                _occa_atomic_t _occa_old = _occa_ref.load();
                while (!_occa_ref.compare_exchange_weak(_occa_old, (_occa_atomic_t) (_occa_old * (3)))) {}
              }
            }
            {
              using _occa_atomic_t = long long;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[1]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) ((_occa_value + (long long)i * 1000000007LL))));
            }
            {
              using _occa_atomic_t = long long;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[2]);
              _occa_atomic_t _occa_old = _occa_ref.load(), _occa_value;
              do {
                _occa_value = _occa_old;
              } while (!_occa_ref.compare_exchange_strong(_occa_old, (_occa_atomic_t) (((long long)v << 33 > _occa_value ? (long long)v << 33 : _occa_value))));
            }
            {
              using _occa_atomic_t = long long;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(l[3]);
              _occa_ref ^= (_occa_atomic_t) ((long long)i << 20);
            }
            {
              std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&s[i % 2]);
              sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*reinterpret_cast<unsigned int *>(_occa_at & ~std::uintptr_t(3)));
              unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
              unsigned int _occa_mask = 0xFFFFu << _occa_shift;
              unsigned int _occa_seen = _occa_ref.load();
              do {
              } while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((short) (_occa_seen >> _occa_shift) + (1)) << _occa_shift) & _occa_mask)));
            }
            {
              std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&s[2]);
              sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*reinterpret_cast<unsigned int *>(_occa_at & ~std::uintptr_t(3)));
              unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
              unsigned int _occa_mask = 0xFFFFu << _occa_shift;
              unsigned int _occa_seen = _occa_ref.load();
              short _occa_value;
              do {
                _occa_value = (short) (_occa_seen >> _occa_shift);
              } while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned short) (short) ((_occa_value > (short)(v % 30000) ? _occa_value : (short)(v % 30000))) << _occa_shift) & _occa_mask)));
            }
            if (i < 400) {
              {
                std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&c[i % 4]);
                sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*reinterpret_cast<unsigned int *>(_occa_at & ~std::uintptr_t(3)));
                unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
                unsigned int _occa_mask = 0xFFu << _occa_shift;
                unsigned int _occa_seen = _occa_ref.load();
                do {
                } while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) + (1)) << _occa_shift) & _occa_mask)));
              }
            }
            {
              std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&c[4]);
              sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*reinterpret_cast<unsigned int *>(_occa_at & ~std::uintptr_t(3)));
              unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;
              unsigned int _occa_mask = 0xFFu << _occa_shift;
              unsigned int _occa_seen = _occa_ref.load();
              do {
              } while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | (((unsigned int) (unsigned char) (unsigned char) ((unsigned char) (_occa_seen >> _occa_shift) | ((unsigned char)(1 << i % 8))) << _occa_shift) & _occa_mask)));
            }
          }
        }
      }();
    });
  });
}
