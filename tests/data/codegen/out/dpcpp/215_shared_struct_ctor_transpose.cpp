#include <sycl/sycl.hpp>

// A double2-like struct with constructors and operators as a padded @shared tile and as an
// @exclusive accumulator: the group fills the tile through two constructors, then each
// work-item reads it transposed, scales a copy (`*=`), and walks a column in a regular loop
// with `continue` (skip its own row) and `break` (stop at a small value).
struct dbl2 {
  double x, y;
  dbl2() = default;
  constexpr  dbl2(double a, double b) : x(a), y(b) {
  }
  explicit  dbl2(double a) : x(a), y(-a) {
  }
  dbl2 operator+(const dbl2 &o) const {
    return dbl2(x + o.x, y + o.y);
  }
  dbl2 &operator*=(double s) {
    x *= s;
    y *= s;
    return *this;
  }
};

extern "C" void _occa_sharedDbl2Transpose_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const double *in, double *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<dbl2[4][4 + 1]>(item_.get_group());
          dbl2 acc;
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const double v = in[(b * 4 + j) * 4 + i];
              s_q[j][i] = i % 2 ? dbl2(v, 2 * v) : dbl2(v);
              acc = dbl2{0.5, -0.5};
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              dbl2 t = s_q[i][j];
              t *= 2.0;
              acc = acc + t;
              for (int k = 0; k < 4; ++k) {
                if (k == j) {
                  continue;
                }
                if (s_q[k][i].x < -3.0) {
                  break;
                }
                acc = acc + s_q[k][i];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              out[2 * ((b * 4 + j) * 4 + i) + 0] = acc.x;
              out[2 * ((b * 4 + j) * 4 + i) + 1] = acc.y;
            }
          }
        }
      }();
    });
  });
}
