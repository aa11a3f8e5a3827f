#include <sycl/sycl.hpp>

// A non-owning 2-D view class template over @shared storage, as kernels port Kokkos-style
// code: private members with a constructor taking a pointer and a leading dimension,
// `operator()` with a `const` overload returning references, a `static` member function, the
// view constructed inside @inner bodies from `&tile[0][0]` and passed to a function template;
// `float &` to a @shared element through the view, a range-for by `const auto &` over a local
// array of aggregate stencil taps, and an @atomic trace. Each group smooths a 4 x 4 block with
// a clamped 5-point stencil and writes it transposed.
template <typename T>
class View2D {
  public:
  View2D(T *data, int ld) : data_(data), ld_(ld) {
  }
  T &operator()(int r, int c) {
    return data_[r * ld_ + c];
  }
  const T &operator()(int r, int c) const {
    return data_[r * ld_ + c];
  }
  int ld() const {
    return ld_;
  }
  static int clampIndex(int k, int n) {
    return k < 0 ? 0 : (k >= n ? n - 1 : k);
  }
  private:
  T *data_;
  int ld_;
};

struct Tap {
  int dr;
  int dc;
  float w;
};

template <typename V>
float applyStencil(const V &view, int r, int c, int n) {
  const Tap taps[5] = {{0, 0, 0.5f}, {-1, 0, 0.125f}, {1, 0, 0.125f}, {0, -1, 0.125f}, {0, 1, 0.125f}};
  float acc = 0.0f;
  for (const auto &tap : taps) {
    acc += tap.w * view(View2D<float>::clampIndex(r + tap.dr, n), View2D<float>::clampIndex(c + tap.dc, n));
  }
  return acc;
}

extern "C" void _occa_smoothTranspose_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const float *in, float *out, float *trace) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &tile = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][5]>(item_.get_group());
          float mine;
          {
            int r = 0 + item_.get_local_id(1);
            {
              int c = 0 + item_.get_local_id(2);
              View2D<float> v(&tile[0][0], 5);
              float &slot = v(r, c);
              slot = in[b * 16 + r * 4 + c];
              if (c == 0) {
                v(r, v.ld() - 1) = -100.0f;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int r = 0 + item_.get_local_id(1);
            {
              int c = 0 + item_.get_local_id(2);
              const View2D<float> v(&tile[0][0], 5);
              mine = applyStencil(v, c, r, 4);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int r = 0 + item_.get_local_id(1);
            {
              int c = 0 + item_.get_local_id(2);
              out[b * 16 + r * 4 + c] = mine;
              if (r == c) {
                {
                  using _occa_atomic_t = float;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(trace[b]);
                  _occa_ref += (_occa_atomic_t) (mine);
                }
              }
            }
          }
        }
      }();
    });
  });
}
