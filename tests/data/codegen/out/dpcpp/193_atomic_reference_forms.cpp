#include <sycl/sycl.hpp>

// `@atomic` targets reached through calls that return references: a member function, a
// function template, a field of a returned struct reference and a dereferenced returned pointer.
struct Hist {
  int *bins;
  int &at(int i) const {
    return bins[i];
  }
};

struct Cell {
  int n;
  float w;
};

template <typename T>
T &elem(T *a, int i) {
  return a[i];
}

Cell &cellOf(Cell *c, int i) {
  return c[i];
}

int *ptrOf(int *a, int i) {
  return a + i;
}

extern "C" void _occa_atomicRefForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *bins, Cell *cells, float *w, int *last) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const Hist h = {bins};
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(h.at(t % 3));
              _occa_ref += (_occa_atomic_t) (1);
            }
            {
              using _occa_atomic_t = std::remove_cv_t<std::remove_reference_t<decltype(elem<float>(w, t % 2))>>;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(elem<float>(w, t % 2));
              _occa_ref += (_occa_atomic_t) (0.25f * t);
            }
            {
              using _occa_atomic_t = std::remove_cv_t<std::remove_reference_t<decltype(cellOf(cells, t % 2).n)>>;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cellOf(cells, t % 2).n);
              _occa_ref += (_occa_atomic_t) (t);
            }
            {
              using _occa_atomic_t = std::remove_cv_t<std::remove_reference_t<decltype(*ptrOf(last, 0))>>;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*ptrOf(last, 0));
              _occa_ref += (_occa_atomic_t) (2);
            }
          }
        }
      }();
    });
  });
}
