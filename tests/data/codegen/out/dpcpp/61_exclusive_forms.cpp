#include <sycl/sycl.hpp>

// @exclusive forms: two declarators with one initializer, a 2-D array, a struct, a pointer,
// address-of passed to a helper, sizeof, and a block-local variable shadowing an @exclusive name.
struct acc_t {
  int a;
  float b[2];
};

void addTo(int *p, int v) {
  *p += v;
}

extern "C" void _occa_exclusiveForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          int g = 3;
          int m[2][3];
          acc_t st;
          const int *p;
          {
            int t = 0 + item_.get_local_id(2);
            e = x[b * 4 + t];
            {
              int e = 100;
              m[1][2] = e;
            }
            addTo(&e, 5);
            st.a = e;
            st.b[1] = 0.5f * e;
            p = x + b * 4 + (3 - t);
            m[0][0] = sizeof(e) + sizeof(m) / sizeof(int);
          }
          {
            int t = 0 + item_.get_local_id(2);
            int *q = &m[0][0];
            y[b * 4 + t] = e + g + m[1][2] + q[0] + st.a + (int)st.b[1] + *p;
          }
        }
      }();
    });
  });
}
